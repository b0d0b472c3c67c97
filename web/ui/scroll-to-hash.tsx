import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Brings the #anchor of the URL into view (dashboard cards), or the top of the page on a new screen. */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
