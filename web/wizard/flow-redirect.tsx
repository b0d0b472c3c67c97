import { Navigate, useLocation } from 'react-router-dom';
import { flowRoutes } from '../../flows/flow-runner';
import { NotFoundScreen } from '../screens/not-found-screen';
import { stepUrl } from './step-route-paths';

/**
 * A flow's parent route (`/will/family`) sends the user to the flow's first step (SPEC 2.1: "the parent redirects
 * to marital"); a repeated first step opens at its first item. Any other parent path is not found.
 */
export default function FlowRedirect() {
  const { pathname, hash } = useLocation();
  const flow = flowRoutes().find(({ route }) => route === pathname.replace(/\/$/, ''));
  if (!flow) return <NotFoundScreen />;
  return <Navigate to={`${stepUrl(flow.stepId, { index: '1' })}${hash}`} replace />;
}
