import type { SourceItem } from '../../engine/steps/step-sources';

/** What a postcode lookup answers: the postcode as the service normalised it, and the addresses found there. */
export type AddressLookupResult = { postcode: string; items: { summaryline: string }[] };

/** An item a modal step has just saved (the person an add screen created): the step and the item's uuid. */
export type SavedItem = { stepId: string; uuid: string };

/** The user's own saved address, offered by 'Same as my address'. */
export type UserAddress = { address: string; manualAddress: boolean };

/**
 * The RJSF `formContext` the step renderer hands every widget (read as `props.registry.formContext`).
 * `today` is an ISO date; `patch` sets sibling fields of the object holding the widget's field; `sourceItems`
 * reads a named engine source over the user's will; `openStep` opens a step (an add or edit modal, with its route params) over this one.
 */
export type WizardContext = {
  today: string;
  patch(values: Record<string, unknown>): void;
  lookupAddresses(postcode: string): Promise<AddressLookupResult>;
  sourceItems(source: string): SourceItem[];
  openStep(stepId: string, params?: Readonly<Record<string, string>>): void;
  userAddress?: UserAddress;
  /**
   * The will the sources read. RJSF re-renders a widget only when its props change, comparing the context deeply
   * but ignoring functions: this makes a widget's choices follow the will (a person added in a modal appears).
   */
  will?: unknown;
  /** What the modal this page was just returned from saved: a choice whose `addStep` it is chooses the item. */
  saved?: SavedItem;
  /** The form's answers as they stand, for a widget that lists a sibling's too (the charities found this visit). */
  answers?: Record<string, unknown>;
  /** The values the step's texts name (`{inviter}`), for a widget whose texts name them too. */
  textValues?: Record<string, string | number>;
  /** The errors the step shows, by field path (`addressParts.postcode`), for a widget drawing a sibling's parts. */
  fieldErrors?: Record<string, string[]>;
  /** What the step's `source` loaded from the API, which its sources and notes' figures read (and a widget's choices follow). */
  loaded?: Readonly<Record<string, unknown>>;
};
