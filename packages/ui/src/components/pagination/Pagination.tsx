import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import { Button } from '../button/Button';
import { paginationMessages } from './messages';
import { pageCount, pageSlots } from './pages';

export type PaginationProps = {
  total: number;
  pageSize: number;
  /** 1-based. */
  current: number;
  onChange: (page: number) => void;
};

/**
 * Page-number buttons, rendered only when there is more than one page (SPEC.md §2). Built on
 * the kit's Button rather than antd's Pagination so the current page is a real highlighted
 * button carrying aria-current.
 */
export function Pagination({ total, pageSize, current, onChange }: PaginationProps) {
  const intl = useIntl();
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const page = Math.min(Math.max(current, 1), count);
  return (
    <nav aria-label={intl.formatMessage(paginationMessages.nav)}>
      <Flex gap={8} align="center" wrap>
        <Button
          size="sm"
          disabled={page === 1}
          aria-label={intl.formatMessage(paginationMessages.previous)}
          onClick={() => onChange(page - 1)}
        >
          ‹
        </Button>
        {pageSlots(page, count).map((slot, index) =>
          slot === 'gap' ? (
            <span key={`gap-${index}`} aria-hidden>
              …
            </span>
          ) : (
            <Button
              key={slot}
              size="sm"
              variant={slot === page ? 'primary' : 'default'}
              aria-current={slot === page ? 'page' : undefined}
              aria-label={intl.formatMessage(paginationMessages.page, { page: slot })}
              onClick={slot === page ? undefined : () => onChange(slot)}
            >
              {intl.formatNumber(slot)}
            </Button>
          ),
        )}
        <Button
          size="sm"
          disabled={page === count}
          aria-label={intl.formatMessage(paginationMessages.next)}
          onClick={() => onChange(page + 1)}
        >
          ›
        </Button>
      </Flex>
    </nav>
  );
}
