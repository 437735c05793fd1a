import { useState } from 'react';
import {
  dialogLabels,
  isLongCitationDialog,
  messages,
  singleExportFormats,
  stylesFor,
  type CitationStyle,
  type ExportFormatValue,
} from '@wenxian/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';
import {
  Centered,
  CopyStatus,
  Exports,
  FormatHeader,
  Formats,
  ReferenceText,
  StyleName,
} from './CitationDialog.styles';

const labels = dialogLabels.citation;

/** One style's reference text, as the citation call returns it per style name. */
export type CitationText = { style: CitationStyle; text: string };

export type CitationLoadStatus = 'loading' | 'loaded' | 'error';

export type CitationDialogProps = {
  /** Whether the dialog is shown; the owner loads the formats when it opens (doc 000 §2.8). */
  isOpen: boolean;
  status: CitationLoadStatus;
  /** How many literature ids are cited: more than 1 is batch mode (only GB/T 7714—2015), more than 3 is long. */
  idCount: number;
  /** Reference texts per style; styles not offered for this mode are not shown. */
  texts: readonly CitationText[];
  /** Download address of a single-item export (RefWorks is sent as RefMan). */
  exportHref: (format: ExportFormatValue) => string;
  /**
   * The name an export is saved under (domain's `citationExportFileName`, the name the export's answer gives it
   * too); absent, the answer's name is used.
   */
  exportFileName?: (format: ExportFormatValue) => string | undefined;
  /** Writes to the clipboard; defaults to the browser's clipboard. A rejection shows the failure message. */
  copyText?: (text: string) => Promise<void>;
  /** Load again after an error. */
  onRetry: () => void;
  /** ×, Esc or the backdrop. */
  onClose: () => void;
};

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/** Citation texts in GB/T 7714—2015, MLA and APA with copy buttons, plus single-item exports. */
export function CitationDialog({
  isOpen,
  status,
  idCount,
  texts,
  exportHref,
  exportFileName,
  copyText = browserCopy,
  onRetry,
  onClose,
}: CitationDialogProps) {
  const [copyResult, setCopyResult] = useState<'success' | 'failure' | null>(null);
  const isBatch = idCount > 1;
  const isLong = isLongCitationDialog(idCount);
  const offered = stylesFor(idCount);
  const shown = offered.flatMap((style) => texts.filter((t) => t.style === style));

  const copy = (text: string) => {
    setCopyResult(null);
    copyText(text).then(
      () => setCopyResult('success'),
      () => setCopyResult('failure'),
    );
  };

  return (
    <Modal
      isOpen={isOpen}
      title={isBatch ? labels.batchTitle : labels.title}
      onClose={onClose}
      width={isLong ? '80rem' : '64rem'}
    >
      {status === 'loading' && (
        <Centered role="status" aria-busy="true">
          {labels.loading}
        </Centered>
      )}
      {status === 'error' && (
        <Centered role="alert">
          {labels.loadError}
          <Button onClick={onRetry}>{labels.retry}</Button>
        </Centered>
      )}
      {status === 'loaded' && (
        <>
          <Formats data-long={isLong}>
            {shown.map(({ style, text }) => (
              <li key={style}>
                <FormatHeader>
                  <StyleName>{style}</StyleName>
                  <Button isSmall variant="text" aria-label={`${labels.copy} ${style}`} onClick={() => copy(text)}>
                    {labels.copy}
                  </Button>
                </FormatHeader>
                {/* A capped block scrolls; tabIndex lets keyboards scroll it. */}
                <ReferenceText $isLong={isLong} tabIndex={isLong ? 0 : undefined}>
                  {text}
                </ReferenceText>
              </li>
            ))}
          </Formats>
          <CopyStatus role="status" $isError={copyResult === 'failure'}>
            {copyResult === 'success' ? messages.copy.success : copyResult === 'failure' ? messages.copy.failure : ''}
          </CopyStatus>
          {!isBatch && (
            <Exports>
              <h3>{labels.exportHeading}</h3>
              {singleExportFormats.map((format) => (
                <a key={format.value} href={exportHref(format.value)} download={exportFileName?.(format.value) ?? ''}>
                  {format.label}
                </a>
              ))}
            </Exports>
          )}
        </>
      )}
    </Modal>
  );
}
