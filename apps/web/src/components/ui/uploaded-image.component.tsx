import { type ImgHTMLAttributes, useState } from 'react';
import { fetchOwnUpload, shownUploadUrl } from '../../lib/upload-previews.ts';

type UploadedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string };

/**
 * An uploaded image in a form: this tab's copy of a file it just uploaded, the public address of a file
 * a record holds, or, when that address refuses (a draft's file no record holds yet, picked in another
 * visit), the file fetched with the session's header (lib/upload-previews.ts).
 */
export function UploadedImage({ src, alt = '', ...props }: UploadedImageProps) {
  const [fetched, setFetched] = useState<{ for: string; url: string } | null>(null);
  const [tried, setTried] = useState<string | null>(null);
  const onError = () => {
    if (tried === src) return;
    setTried(src);
    void fetchOwnUpload(src).then((url) => {
      if (url) setFetched({ for: src, url });
    });
  };
  const shown = fetched?.for === src ? fetched.url : shownUploadUrl(src);
  return <img {...props} alt={alt} src={shown} onError={onError} />;
}
