import { Button } from '@brigade/ui';
import { Alert, Col, Flex, Image, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AllergenBanner } from './AllergenBanner';
import { IngredientList } from './IngredientList';
import { m } from './messages';
import type { LineRecipe } from './queries';
import { ScaleControl, type Scaling } from './ScaleControl';
import { StepPager } from './StepPager';
import { useBackToList } from './useBackToList';

/** `problem`: why the last call failed (other than a refused yield, which the scale control shows). */
type Props = { recipe: LineRecipe; scaling: Scaling; problem?: string };

/** The page for the line: allergens first, then what to gather (left) and what to do (right); one column on a narrow screen. */
export function LineRecipeView({ recipe, scaling, problem }: Props) {
  const intl = useIntl();
  const back = useBackToList();
  return (
    <Flex vertical gap={24} style={{ padding: 16, maxWidth: 1440, margin: '0 auto' }}>
      <Flex gap={16} wrap align="center" justify="space-between">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {recipe.title}
        </Typography.Title>
        <Button size="xl" onClick={back}>
          {intl.formatMessage(m.back)}
        </Button>
      </Flex>
      {recipe.category && (
        <div>
          <Tag style={{ fontSize: 18, padding: '4px 12px' }}>{recipe.category.name}</Tag>
        </div>
      )}
      <AllergenBanner profile={recipe.allergenProfile} />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap={24}>
            {recipe.coverPic && (
              <Image
                src={recipe.coverPic}
                alt={recipe.title}
                width="100%"
                style={{ borderRadius: 8, maxHeight: 420, objectFit: 'cover' }}
              />
            )}
            {recipe.description && (
              <Typography.Paragraph style={{ fontSize: 20, whiteSpace: 'pre-wrap', margin: 0 }}>{recipe.description}</Typography.Paragraph>
            )}
            <Part title={intl.formatMessage(m.ingredients)}>
              <ScaleControl recipe={recipe} scaling={scaling} />
              <IngredientList lines={recipe.ingredients} />
            </Part>
            {recipe.utensils.length > 0 && (
              <Part title={intl.formatMessage(m.utensils)}>
                <Flex gap={8} wrap>
                  {recipe.utensils.map((utensil) => (
                    <Tag key={utensil} style={{ fontSize: 18, padding: '4px 12px' }}>
                      {utensil}
                    </Tag>
                  ))}
                </Flex>
              </Part>
            )}
            {recipe.notes && (
              <Part title={intl.formatMessage(m.notes)}>
                <Typography.Paragraph style={{ fontSize: 20, whiteSpace: 'pre-wrap', margin: 0 }}>{recipe.notes}</Typography.Paragraph>
              </Part>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <Flex vertical gap={24}>
            <Part title={intl.formatMessage(m.steps)}>
              <StepPager steps={recipe.steps} />
            </Part>
            {recipe.video && (
              <Part title={intl.formatMessage(m.plating)}>
                <video
                  src={recipe.video}
                  controls
                  playsInline
                  preload="metadata"
                  aria-label={intl.formatMessage(m.plating)}
                  style={{ width: '100%', borderRadius: 8 }}
                />
              </Part>
            )}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
