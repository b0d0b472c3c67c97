import copy from '../../schemas/copy/pages.json';

/** A spinner with text, or the reason loading failed. */
export function Loading({ error }: { error?: string | null }) {
  if (error) {
    return (
      <div className="page" role="alert">
        <p>{error}</p>
      </div>
    );
  }
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {copy.loading}
    </div>
  );
}
