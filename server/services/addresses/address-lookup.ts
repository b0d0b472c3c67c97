/** One address found for a postcode: the comma-joined parts, e.g. '10 Downing Street, London, SW1A 2AA'. */
export type AddressResult = { summaryline: string };

/** Finds the addresses at a UK postcode; throws AddressLookupError when the source cannot answer. */
export interface AddressLookup {
  find(postcode: string): Promise<AddressResult[]>;
}
