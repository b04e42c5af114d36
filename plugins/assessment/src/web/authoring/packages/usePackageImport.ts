import { useEffect, useRef, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { saveFailureOf, type SaveFailure } from '../fieldErrors.ts';
import { readPackage, uploadPackage, type ApiPackage } from './packageApi.ts';

/** How often a package being read is asked for its progress. */
const POLL_MS = 1000;

export interface PackageImport {
  pkg: ApiPackage | null;
  failure: SaveFailure | null;
  uploading: boolean;
  upload(file: File): Promise<void>;
  replace(pkg: ApiPackage): void;
}

/** An uploaded package, asked for its progress until its job has read it. */
export function usePackageImport(courseId: string): PackageImport {
  const api = useApi();
  const [pkg, setPkg] = useState<ApiPackage | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [uploading, setUploading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (pkg?.status !== 'reading') return;
    timer.current = setTimeout(() => {
      readPackage(api, pkg._id).then(setPkg, (error: unknown) => setFailure(saveFailureOf(error, 'Could not read the package’s progress.')));
    }, POLL_MS);
    return () => clearTimeout(timer.current);
  }, [api, pkg]);

  const upload = async (file: File) => {
    setFailure(null);
    setPkg(null);
    setUploading(true);
    try {
      setPkg(await uploadPackage(api, courseId, file));
    } catch (error) {
      setFailure(saveFailureOf(error, 'Could not upload the package. Try again.'));
    } finally {
      setUploading(false);
    }
  };

  return { pkg, failure, uploading, upload, replace: setPkg };
}
