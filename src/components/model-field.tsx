import { RadioGroupField } from './field';
import { useLineup } from '@/lib/lineup';
import * as t from './model-field.messages';

/** The models on sale as radio cards (enquiry and booking forms): the line-up, so a model added in the back office is offered too. */
export function ModelField({ value, error, onChange, legend = t.legend }: { value: string; error?: string; onChange: (model: string) => void; legend?: string }) {
  const { models } = useLineup();
  const options = models.map((m) => ({ value: m.id, label: m.name, description: m.tagline }));
  return <RadioGroupField legend={legend} name="model" layout="cards" required options={options} value={value} error={error} onChange={onChange} />;
}
