import { useId } from 'react';
import { searchFields, syntaxHelpLabels } from '@wenxian/domain';
import { Codes, Columns, Examples, InsertButton, Panel, Part } from './ExpressionSyntaxHelp.styles';

const L = syntaxHelpLabels;

/** The fields a professional expression can name: the code table's, minus the pages' own PT and ST. */
const expressionFields = searchFields.filter((f) => f.code !== 'PT' && f.code !== 'ST');

export type ExpressionSyntaxHelpProps = {
  /** An example was chosen: the page puts it in the search box (professional mode). */
  onInsert: (expression: string) => void;
};

/**
 * The professional search's syntax help: the field codes of the code table (doc 001 §3), the
 * operators and their precedence, quoting for phrases, and examples that can be put in the box.
 */
export function ExpressionSyntaxHelp({ onInsert }: ExpressionSyntaxHelpProps) {
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{L.title}</h2>
      <Columns>
        <Part>
          <h3>{L.fields}</h3>
          <Codes $pairs={3}>
            {expressionFields.map((field) => (
              <div key={field.code}>
                <dt>{field.code}=</dt>
                <dd>{field.label}</dd>
              </div>
            ))}
          </Codes>
          <p>{L.exactNote}</p>
        </Part>
        <Part>
          <h3>{L.operators}</h3>
          <Codes $pairs={1}>
            {L.operatorRows.map((row) => (
              <div key={row.code}>
                <dt>{row.code}</dt>
                <dd>{row.text}</dd>
              </div>
            ))}
          </Codes>
          <p>{L.operatorNote}</p>
          <h3>{L.quoting}</h3>
          <p>{L.quotingNote}</p>
          <h3>{L.examples}</h3>
          <Examples>
            {L.exampleRows.map((row) => (
              <li key={row.expression}>
                <div>
                  <code>{row.expression}</code>
                  <span>{row.text}</span>
                </div>
                <InsertButton
                  type="button"
                  aria-label={L.insertNamed(row.expression)}
                  onClick={() => onInsert(row.expression)}
                >
                  {L.insert}
                </InsertButton>
              </li>
            ))}
          </Examples>
        </Part>
      </Columns>
    </Panel>
  );
}
