import { useCallback, useEffect, useState } from 'react';
import { fetchCallBooking, fetchCallSlots } from '../../api/calls-api';
import type { CallBooking } from '../../../engine/products/calls/call-booking';

/** The free slots and the user's call still to come, loaded together; `reload` fetches both again. */
export function useCallBooking() {
  const [slots, setSlots] = useState<string[] | null>(null);
  const [current, setCurrent] = useState<CallBooking | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      const [free, mine] = await Promise.all([fetchCallSlots(), fetchCallBooking()]);
      setSlots(free.slots);
      setCurrent(mine.booking);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { slots, current, loadError, reload };
}
