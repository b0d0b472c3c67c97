import { useCallback, type FocusEvent } from 'react';

/**
 * Focus handlers for a group of controls (a fieldset) that report blur once, when focus leaves the whole group, and
 * focus once, when it enters from outside; moving between the group's own controls reports nothing.
 */
export function useGroupFocus(
  id: string,
  value: unknown,
  onBlur: (id: string, value: unknown) => void,
  onFocus: (id: string, value: unknown) => void,
) {
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
    },
    [id, value, onBlur],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocus(id, value);
    },
    [id, value, onFocus],
  );
  return { onBlur: handleBlur, onFocus: handleFocus };
}
