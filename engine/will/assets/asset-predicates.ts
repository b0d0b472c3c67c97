import { ASSET_TYPES } from './assets';
import type { Will } from '../will';

type Context = { will: Will; data?: Record<string, unknown>; params?: Record<string, string> };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `asset.is<Selector>` for each type of schemas/catalogue/asset-types.json (`asset.isPension`, `asset.isProperty`):
 * whether the asset form's chosen type is that one, so each type's own field shows only for it (SPEC 2.9, 3.4).
 */
export const assetPredicates: Record<string, (ctx: Context) => boolean> = {
  ...Object.fromEntries(ASSET_TYPES.map((type) => [`asset.is${capitalised(type.selector)}`, ({ data }: Context) => data?.selector === type.selector])),
  // A property the form says is mortgaged: the estimate asks what is still owed.
  'asset.hasMortgage': ({ data }) => data?.selector === 'property' && data?.mortgage === 'Yes',
  // The edit screen's route index names an asset of the list.
  'asset.exists': ({ will, params }) => /^\d+$/.test(params?.index ?? '') && Number(params!.index) < (will.assets ?? []).length,
};
