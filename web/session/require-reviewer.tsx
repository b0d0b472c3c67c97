import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session-context';
import { Loading } from '../ui/loading';
import { useDocumentTitle } from '../ui/document-title';
import copy from '../../schemas/copy/review.json';
import { REVIEWER_ROLE } from './reviewer-role';

function Forbidden() {
  useDocumentTitle(copy.forbidden.title);
  return (
    <div className="page">
      <h1>{copy.forbidden.title}</h1>
      <p>{copy.forbidden.body}</p>
      <p>
        <Link to="/will/dashboard">{copy.forbidden.link}</Link>
      </p>
    </div>
  );
}

/**
 * The review console's guard: a visitor goes to sign in and comes back; a will writer is told it is not for
 * them; a reviewer without the second factor sets it up first, and comes back.
 */
export function RequireReviewer({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!user) {
    const params = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
    return <Navigate to={`/will/sign-in?${params}`} replace />;
  }
  if (user.role !== REVIEWER_ROLE) return <Forbidden />;
  // The console needs the second factor; the server answers 403 without it, the reviewer sets it up.
  if (!user.twoFactorEnabled) return <Navigate to={`/will/two-factor?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`} replace />;
  return children;
}
