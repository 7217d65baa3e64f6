import { RadioGroupField } from './field';
import { bikes } from '@/content/bikes';

const modelOptions = bikes.map((b) => ({ value: b.id, label: b.name, description: b.tagline }));

/** The five models as radio cards (enquiry and booking forms). */
export function ModelField({ value, error, onChange, legend = 'Model' }: { value: string; error?: string; onChange: (model: string) => void; legend?: string }) {
  return <RadioGroupField legend={legend} name="model" layout="cards" required options={modelOptions} value={value} error={error} onChange={onChange} />;
}
