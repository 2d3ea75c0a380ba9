import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { releaseUploads } from './uploads.service.ts';

/** The account's own files (picture, application documents) go back to the sweep with it. */
export const uploadsOnUserDeleted: UserDeletionHandler = {
  removeData: (tx, { user }) =>
    releaseUploads(tx, [
      user.profilePicture,
      ...[...user.guideInsurance, ...user.guideCertificate, ...user.guideLicense].map((file) => file.url),
    ]),
};
