import type { SourceItem } from '../../engine/step-sources';

/** What a postcode lookup answers: the postcode as the service normalised it, and the addresses found there. */
export type AddressLookupResult = { postcode: string; items: { summaryline: string }[] };

/** The user's own saved address, offered by 'Same as my address'. */
export type UserAddress = { address: string; manualAddress: boolean };

/**
 * The RJSF `formContext` the step renderer hands every widget (read as `props.registry.formContext`).
 * `today` is an ISO date; `patch` sets sibling fields of the object holding the widget's field; `sourceItems`
 * reads a named engine source over the user's will; `openStep` opens a step (an add modal) over this one.
 */
export type WizardContext = {
  today: string;
  patch(values: Record<string, unknown>): void;
  lookupAddresses(postcode: string): Promise<AddressLookupResult>;
  sourceItems(source: string): SourceItem[];
  openStep(stepId: string): void;
  userAddress?: UserAddress;
};
