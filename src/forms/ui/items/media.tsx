/**
 * The media types' views, as lazy components: their code (the upload queue, the camera,
 * signature_pad) is the media chunk, fetched when a view first shows one of them.
 */
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { once } from '../../../shared/once';
import { lazyView } from '../../../ui/lazy';
import { Skeleton } from '../../../ui/Skeleton';
import type { ItemOf } from '../../core/items';
import type { ItemRendererProps, ItemViews } from './props';

const media = once(() => import('../media'));

function lazyItem<T extends 'FILES_UPLOAD' | 'CAMERA_IMAGE' | 'SIGNATURE_INPUT'>(pick: (module: Awaited<ReturnType<typeof media>>) => ComponentType<ItemRendererProps<ItemOf<T>>>) {
  const View = lazyView(async () => pick(await media()));
  return function MediaItem(props: ItemRendererProps<ItemOf<T>>) {
    return (
      <Suspense fallback={<Skeleton shape="block" height={72} />}>
        <View {...props} />
      </Suspense>
    );
  };
}

const FilesUpload = lazyItem<'FILES_UPLOAD'>((module) => module.FilesUploadView);

export const mediaViews: Pick<ItemViews, 'FILES_UPLOAD' | 'DOCUMENT' | 'CAMERA_IMAGE' | 'SIGNATURE_INPUT'> = {
  FILES_UPLOAD: FilesUpload,
  DOCUMENT: FilesUpload,
  CAMERA_IMAGE: lazyItem<'CAMERA_IMAGE'>((module) => module.CameraImageView),
  SIGNATURE_INPUT: lazyItem<'SIGNATURE_INPUT'>((module) => module.SignatureView),
};

/** §4: the upload-failed popup; failed uploads exist only once the media chunk ran, so it is there already. */
export const UploadFailedPopup = lazyView(async () => (await media()).UploadFailedPopup);
