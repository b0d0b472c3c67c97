/** The age to which a young beneficiary's gift is held on trust when the will does not say (issue 25). */
export const DEFAULT_TRUST_AGE = 18;
