// Imported by the Send test dialog's chunk: registers its English messages when it first opens.
import { registerEnglish } from '../catalog';
import { testSend } from './test-send';

registerEnglish(testSend);
