/**
 * The part of autocannon 8's API the benchmarks use (the package ships no types and @types/autocannon is not
 * installed).
 */
declare module 'autocannon' {
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  };

  export type Client = {
    setRequests(requests: Request[]): void;
    setHeaders(headers: Record<string, string>): void;
    setBody(body: string | Buffer): void;
  };

  export type Options = {
    url: string;
    connections?: number;
    /** Requests a second across all connections (a fixed offered load). */
    overallRate?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
