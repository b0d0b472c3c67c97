import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session-context';
import { loadAnswers } from '../onboarding/onboarding-storage';
import { Loading } from '../ui/loading';

/** SPEC 2.2: a signed-out user on an auth route goes to register, carrying the intended path and onboarding type. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!user) {
    const params = new URLSearchParams({
      redirect: `${location.pathname}${location.search}${location.hash}`,
      type: loadAnswers().type ?? 'willBasic',
    });
    return <Navigate to={`/will/register?${params}`} replace />;
  }
  return children;
}
