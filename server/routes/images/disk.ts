// IMAGE_STORAGE=dir: image bytes live in IMAGE_DIR/<accountId>/<imageId> (the record, its type
// and the quota stay in Redis). Ids are checked by the store's pattern before they reach a path.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isImageId } from '../../store/images';

function pathOf(root: string, accountId: string, id: string): { dir: string; file: string } {
  if (!isImageId(id) || !/^acct_[0-9A-Za-z]{1,40}$/.test(accountId)) throw new Error(`not an image id: ${id}`);
  const dir = join(root, accountId);
  return { dir, file: join(dir, id) };
}

export async function writeImageFile(root: string, accountId: string, id: string, bytes: Buffer): Promise<void> {
  const { dir, file } = pathOf(root, accountId, id);
  await mkdir(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes, { flag: 'wx' });
  await rename(temporary, file);
}

export async function readImageFile(root: string, accountId: string, id: string): Promise<Buffer | null> {
  try {
    return await readFile(pathOf(root, accountId, id).file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeImageFile(root: string, accountId: string, id: string): Promise<void> {
  await rm(pathOf(root, accountId, id).file, { force: true });
}
