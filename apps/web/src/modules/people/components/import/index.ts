import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { UploadStep } from './upload-step';
import { WizardSteps } from './wizard-steps';

/** The steps of the employee import wizard. */
export const ImportSteps = {
  Upload: UploadStep,
  Mapping: MappingStep,
  Preview: PreviewStep,
  Progress: ProgressStep,
  Indicator: WizardSteps,
};
