import { useMemo, useState } from 'react';
import { lookupAddresses } from '../api/addresses-api';
import type { FieldErrors } from './step-errors';
import { todayInUk } from './use-today';

/** What every screen that draws a step keeps: its saving flag, the server's field errors and the widgets' context. */
export function useStepForm() {
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Read on every render, so a form left open past midnight judges dates against the new day.
  const today = todayInUk();
  const context = useMemo(() => ({ today, lookupAddresses }), [today]);
  return { saving, setSaving, serverErrors, setServerErrors, context };
}
