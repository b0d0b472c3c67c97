// fontkit ships no types; pdfkit only needs the parsed font object back, so this is all we declare.
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): object;
}
