import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { BankItems } from '../useBankItems.ts';
import { BranchingSettings } from './BranchingSettings.tsx';
import { fieldError } from './fieldError.ts';
import { RadioGroup } from './RadioGroup.tsx';
import type { SettingsProps } from './settingsProps.ts';
import { VideoQuizSettings } from './VideoQuizSettings.tsx';

interface QuizTypeSettingsProps extends SettingsProps {
  courseId: string;
  bank: BankItems;
}

const SUB_TYPES: { value: AssessmentConfig['sub_type']; label: string }[] = [
  { value: null, label: 'Normal: the Questions one after the other' },
  { value: 'video', label: 'Video quiz: each Question pops up at its moment of a video' },
  { value: 'branching', label: 'Branching quiz: each answer decides the next Question' },
];

/** Part 2 §3 `sub_type`: a normal quiz, a video quiz (its video and stop points) or a branching quiz (its next steps). */
export function QuizTypeSettings(props: QuizTypeSettingsProps) {
  const { value, set, errors } = props;
  return (
    <>
      <RadioGroup legend="Quiz type" value={value.sub_type} options={SUB_TYPES} onChange={(sub_type) => set({ sub_type })} error={fieldError(errors, 'sub_type')} />
      {value.sub_type === 'video' && <VideoQuizSettings {...props} />}
      {value.sub_type === 'branching' && <BranchingSettings {...props} />}
    </>
  );
}
