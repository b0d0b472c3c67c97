import { Hono } from 'hono';
import { queryShape } from '../middleware/typed-input';
import { charityQuery } from '../../engine/will/estate/charity-query';
import type { CharityIndex } from '../services/charities/charity-index';
import apiErrors from '../../schemas/copy/api-errors.json';

/**
 * `GET /search?query=` (mounted at /api/charities): 200 with up to 10 `{id, name, regNumber, logo}`, best first;
 * 422 validation error unless the query has 3 to 50 characters once trimmed (SPEC 5, 9). The shipped sample is
 * loaded into an empty index on the first search.
 */
export function charityRoutes(index: CharityIndex) {
  return new Hono().get('/search', queryShape<{ query: string }>(), async (c) => {
    const query = charityQuery(c.req.query('query'));
    if (!query) {
      return c.json({ type: 'validation', message: apiErrors.charityQuery, fields: { query: [apiErrors.charityQuery] } }, 422);
    }
    await index.ready();
    return c.json(await index.search(query), 200);
  });
}
