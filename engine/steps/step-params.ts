import type { Will } from '../will/will';

/**
 * Named route-param sources for `bind` pointers such as `/people/relations/{partner}`: the uuid the param stands
 * for in this will, or null when there is none yet (the screen then uses a new uuid).
 */
export const stepParamSources: Record<string, (will: Will) => string | null> = {
  partner: (will) => will.partner ?? null,
};
