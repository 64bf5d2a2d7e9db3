import { Spinner } from '@brigade/ui';
import { Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { kitchenLineMessages } from './messages';
import { linePath } from './paths';
import type { LineCard } from './queries';

type Props = { cards: LineCard[] | undefined; loading: boolean };

/** Large tappable cards: cover, title, category and the allergens, which matter before anything else. */
export function RecipeCards({ cards, loading }: Props) {
  const intl = useIntl();
  if (!cards) return loading ? <Spinner /> : null;
  if (!cards.length) return <Empty description={intl.formatMessage(kitchenLineMessages.empty)} />;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.id} xs={24} sm={12} lg={8} xxl={6}>
          <RecipeCard card={card} />
        </Col>
      ))}
    </Row>
  );
}

function RecipeCard({ card }: { card: LineCard }) {
  // The recipe page's Back returns to this list with its kind, search and page.
  const { search } = useLocation();
  const cover = card.coverPic ? <img src={card.coverPic} alt="" style={{ height: 200, objectFit: 'cover' }} /> : undefined;
  return (
    <Link to={linePath(card.id)} state={{ list: search }} style={{ display: 'block', height: '100%' }}>
      <Card hoverable cover={cover} style={{ height: '100%' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {card.title}
        </Typography.Title>
        <Flex gap={8} wrap>
          {card.category && <Tag style={{ fontSize: 16, padding: '4px 10px' }}>{card.category.name}</Tag>}
          {card.effectiveAllergens.map((allergen) => (
            // A long name ('Sulphur dioxide and sulphites') wraps inside the card instead of running past its edge.
            <Tag key={allergen.id} color="red" style={{ fontSize: 16, padding: '4px 10px', whiteSpace: 'normal', maxWidth: '100%' }}>
              {allergen.name}
            </Tag>
          ))}
        </Flex>
      </Card>
    </Link>
  );
}
