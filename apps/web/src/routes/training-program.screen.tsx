import { useParams } from 'react-router';
import { ProgramView } from '../features/training-programs/program-view.component.tsx';

/** /training-program/{slug} (public): one program, or what it takes to open it. */
export function TrainingProgramScreen() {
  const { slug = '' } = useParams();
  return (
    // The hero spans the whole width: the public layout's padding is undone here.
    <div className="-mx-4 -mt-6 -mb-6 sm:-mx-6 lg:-mx-10 lg:-mt-8 lg:-mb-8">
      <ProgramView key={slug} slug={slug} />
    </div>
  );
}
