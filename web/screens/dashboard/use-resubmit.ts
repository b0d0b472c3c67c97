import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { resubmitWill } from '../../api/resubmit-api';
import { useToast } from '../../ui/toast';
import { useWill } from '../../will/will-context';
import { CHECKOUT_ROUTE } from '../../../engine/dashboard/sidebar-action';
import copy from '../../../schemas/copy/dashboard.json';

/** SPEC 9: how long 'Submitted successfully' shows before the button returns. */
export const RESUBMITTED_MS = 10_000;

/**
 * Resubmitting (SPEC 4.3, 8): POST /api/will/resubmit, then the toast, 'Submitted successfully' for 10 s and the will
 * reloaded (its submission is NEW again). A 402 means payment is due: the user goes to checkout. Other refusals
 * show their message as an error toast.
 */
export function useResubmit() {
  const toast = useToast();
  const navigate = useNavigate();
  const { reload } = useWill();
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(false), RESUBMITTED_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  const resubmit = useCallback(async () => {
    setBusy(true);
    try {
      await resubmitWill();
      setSubmitted(true);
      toast('success', copy.resubmit.toast);
      await reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) navigate(CHECKOUT_ROUTE);
      else toast('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  }, [toast, navigate, reload]);

  return { resubmit, busy, submitted };
}
