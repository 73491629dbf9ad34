/**
 * Where the form's static assets (flags, illustrations, relative image URLs) come from: the
 * `asset-base` attribute, else the element's api-base (§7 "static image assets come from the
 * provider's asset host"). FormView gives it as its views' ApiBaseContext, so the flags and every
 * `useSafeUrl('resource')` read one base.
 */
export { useApiBase as useAssetBase } from '../../ui/links';
