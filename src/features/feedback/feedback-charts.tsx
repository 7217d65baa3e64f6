// The dashboard's figures as plain HTML: each chart is a table (read by screen readers as one) whose cells
// draw a bar with CSS, so there is no chart library and nothing wider than a phone.
import type { CSSProperties } from 'react';
import type { FeedbackSummary } from '@contract/feedback';

const npsText = (nps: number | null) => (nps === null ? '–' : `${nps > 0 ? '+' : ''}${nps}`);
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** A bar for an NPS from −100 to +100: it grows right of the middle when positive, left when negative. */
function NpsBar({ nps }: { nps: number | null }) {
  const value = nps ?? 0;
  return (
    <span className={`nps-bar ${value < 0 ? 'nps-bar--negative' : ''}`} aria-hidden="true">
      <span className="nps-bar__fill" style={{ '--share': `${Math.abs(value) / 2}%` } as CSSProperties} />
    </span>
  );
}

export function SummaryFigures({ summary }: { summary: FeedbackSummary }) {
  const { responses, promoters, passives, detractors, averages } = summary;
  const figures = [
    { label: 'NPS', value: npsText(summary.nps) },
    { label: 'Answers', value: String(responses) },
    { label: 'Promoters (9–10)', value: `${percent(promoters, responses)}%` },
    { label: 'Passives (7–8)', value: `${percent(passives, responses)}%` },
    { label: 'Detractors (0–6)', value: `${percent(detractors, responses)}%` },
    { label: 'Hub rating', value: averages.hub === null ? '–' : `${averages.hub} / 5` },
    { label: 'Bike rating', value: averages.bike === null ? '–' : `${averages.bike} / 5` },
    { label: 'Process rating', value: averages.process === null ? '–' : `${averages.process} / 5` },
  ];
  return (
    <dl className="feedback-figures">
      {figures.map((f) => (
        <div key={f.label} className="feedback-figures__item">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Distribution({ distribution }: { distribution: number[] }) {
  const most = Math.max(1, ...distribution);
  return (
    <table className="feedback-chart">
      <caption>Answers by score</caption>
      <thead>
        <tr>
          <th scope="col">Score</th>
          <th scope="col">Answers</th>
        </tr>
      </thead>
      <tbody>
        {distribution.map((count, score) => (
          <tr key={score} className={score >= 9 ? 'is-promoter' : score <= 6 ? 'is-detractor' : 'is-passive'}>
            <th scope="row">{score}</th>
            <td>
              <span className="count-bar" aria-hidden="true">
                <span className="count-bar__fill" style={{ '--share': `${(count / most) * 100}%` } as CSSProperties} />
              </span>
              {count}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function NpsTable({ caption, rows, label }: { caption: string; label: string; rows: { key: string; name: string; responses: number; nps: number | null }[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="feedback-chart">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Answers</th>
          <th scope="col">NPS</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{row.responses}</td>
            <td>
              <NpsBar nps={row.nps} />
              {npsText(row.nps)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
