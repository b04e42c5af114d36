import { itemBankRef } from './services.ts';

/** The services the assessment type's hooks use (reference checks, demo seed). */
export const assessmentTypeDeps = { bank: itemBankRef };

export type AssessmentTypeDeps = typeof assessmentTypeDeps;
