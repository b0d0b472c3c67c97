import { Link } from 'react-router-dom';
import copy from '../../schemas/copy/pages.json';

/** Shown for any /will path the app does not have. */
export function NotFoundScreen() {
  return (
    <div className="page">
      <h1>{copy.notFound.title}</h1>
      <p>{copy.notFound.body}</p>
      <Link to="/will/dashboard">{copy.notFound.link}</Link>
    </div>
  );
}
