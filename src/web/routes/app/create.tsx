import { createFileRoute } from '@tanstack/react-router';
import { GeneratorScreen } from '../../features/generation/components/create/GeneratorScreen';

/** /app/create: the generator ('Postforge Agent'). */
export const Route = createFileRoute('/app/create')({
  component: GeneratorScreen,
});
