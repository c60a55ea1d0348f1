// Imported by the approval status's chunk: registers its English messages when it first loads.
import { registerEnglish } from '../catalog';
import { reviewStatus } from './review-status';

registerEnglish(reviewStatus);
