import toasts from '../../../schemas/copy/toasts.json';
import type { StepOperation } from './operation-types';

/** `assets.remove`: the will without the asset at `params.index`; refused when there is none there. */
export const removeAsset: StepOperation = (will, { params }) => {
  const assets = will.assets ?? [];
  const index = /^\d+$/.test(params.index ?? '') ? Number(params.index) : -1;
  if (index < 0 || index >= assets.length) return { ok: false, toast: toasts.assetNotFound };
  return { ok: true, will: { ...will, assets: assets.filter((_, i) => i !== index) } };
};
