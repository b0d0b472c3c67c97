import { useMemo, useState } from 'react';
import { lookupAddresses } from '../api/addresses-api';
import type { FieldErrors } from './step-errors';
import { todayInUk } from './use-today';

/** What every screen that draws a step keeps: its saving flag, the server's field errors and the widgets' context. */
export function useStepForm() {
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const context = useMemo(() => ({ today: todayInUk(), lookupAddresses }), []);
  return { saving, setSaving, serverErrors, setServerErrors, context };
}
