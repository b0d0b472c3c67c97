import { DRAFTING_COPY } from './drafting-copy';

/**
 * The company behind the professional trustee service, from the server's configuration: its name as the will
 * appoints it, and whether it is a trust corporation (Trustee Act 1925 s.68(18)), which alone may act without a
 * co-executor and give a valid receipt for capital. A company that is not one is appointed jointly.
 */
export interface TrusteeService {
  name: string;
  trustCorporation: boolean;
}

/** The embedded default: the name in the drafting copy, not described as a trust corporation. */
export const DEFAULT_TRUSTEE_SERVICE: TrusteeService = { name: DRAFTING_COPY.clauses.executors.trusteeName, trustCorporation: false };
