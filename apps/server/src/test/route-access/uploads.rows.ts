import { multipartFile } from '../multipart-file.ts';
import { PUBLIC, TRAINING_MANAGERS } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Uploads: temporary images, PDFs and videos, and signed media. */
export const uploadRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/temp-image-upload',
    rule: 'Open to visitors: the guide application uploads its documents before any sign-in.',
    access: PUBLIC,
    request: (_caller, world) => multipartFile('/api/temp-image-upload', 'avatar.png', 'image/png', world.png),
  },
  {
    method: 'POST',
    url: '/api/temp-pdf-upload',
    rule: 'Open to visitors: the guide application uploads its documents before any sign-in.',
    access: PUBLIC,
    request: (_caller, world) => multipartFile('/api/temp-pdf-upload', 'insurance.pdf', 'application/pdf', world.pdf),
  },

  {
    method: 'POST',
    url: '/api/temp-video-upload',
    rule: 'Training videos are uploaded by those who manage trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: (_caller, world) => multipartFile('/api/temp-video-upload', 'lesson.mp4', 'video/mp4', world.mp4),
  },
  {
    method: 'GET',
    url: '/api/media/:key',
    rule: 'A private video by a short-lived signed url: the signature, handed out with a playable training, is the right.',
    access: PUBLIC,
    request: (_caller, world) => ({ url: world.mediaUrl }),
  },
];
