import { Link } from '@talentbrug/ui/router';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type Block, type Inline, parseRichText } from '../utils/rich-text.ts';
import { COACH_TEXTS } from '../utils/texts.ts';

function Inlines({ parts }: { parts: readonly Inline[] }) {
  // Keys are places: an answer only grows at its end while it streams in.
  return parts.map((part, key) => {
    if (typeof part === 'string') return part;
    if ('bold' in part)
      return (
        <strong key={key}>
          <Inlines parts={part.bold} />
        </strong>
      );
    const text = <Inlines parts={part.text} />;
    // A path of this site stays in the app; an e-mail address opens the mail program.
    if (part.href.startsWith('/'))
      return (
        <Link key={key} to={part.href}>
          {text}
        </Link>
      );
    if (/^mailto:/i.test(part.href))
      return (
        <a key={key} href={part.href}>
          {text}
        </a>
      );
    // Another site opens beside the chat, without a handle back to it (window.opener) or the referrer.
    return (
      <a key={key} href={part.href} target="_blank" rel="noopener noreferrer">
        {text}
        <span className={hidden.visuallyHidden}> {COACH_TEXTS.newTab}</span>
      </a>
    );
  });
}

function RichBlock({ block }: { block: Block }) {
  if (block.kind === 'p')
    return (
      <p>
        <Inlines parts={block.text} />
      </p>
    );
  const items = block.items.map((item, index) => (
    <li key={index}>
      <Inlines parts={item} />
    </li>
  ));
  return block.kind === 'ul' ? <ul>{items}</ul> : <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>;
}

/**
 * A coach's answer as paragraphs, lists, bold and links (utils/rich-text.ts), built as React
 * elements: the text never reaches the page as HTML.
 */
export function RichText({ text }: { text: string }) {
  return parseRichText(text).map((block, index) => <RichBlock key={index} block={block} />);
}
