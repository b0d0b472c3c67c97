import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../ui/document-title';
import copy from '../../schemas/copy/pages.json';

/** Shown for any /will path the app does not have. */
export function NotFoundScreen() {
  useDocumentTitle(copy.notFound.title);
  return (
    <div className="page">
      <h1>{copy.notFound.title}</h1>
      <p>{copy.notFound.body}</p>
      <Link to="/will/dashboard">{copy.notFound.link}</Link>
    </div>
  );
}
