import { DRAFTING_COPY } from './drafting-copy';

/**
 * The company behind the professional trustee service, from the server's configuration: its registered name as the
 * will appoints it, its registered company number, and whether it is a trust corporation (Trustee Act 1925 s.68(18)),
 * which alone may act without a co-executor and give a valid receipt for capital (s.14(2)). A company that is not one
 * always has an individual executor beside it (engine/drafting/clauses/executors.ts).
 */
export interface TrusteeService {
  name: string;
  trustCorporation: boolean;
  /** The number under which the company is registered at Companies House; the will states it when configured. */
  companyNumber?: string;
}

/** The embedded default: the name in the drafting copy, no company number, not described as a trust corporation. */
export const DEFAULT_TRUSTEE_SERVICE: TrusteeService = { name: DRAFTING_COPY.clauses.executors.trusteeName, trustCorporation: false };
