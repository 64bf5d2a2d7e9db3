import { Button } from '@brigade/ui';
import { Alert, Col, Flex, Image, Row, Tag, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AllergenBanner } from './AllergenBanner';
import { highlightsOf } from './changes';
import { IngredientList } from './IngredientList';
import { kitchenLineMessages } from './messages';
import { PreviewBanner, useAdminPreview } from './AdminPreview';
import type { LineRecipe } from './queries';
import { ReadBanner } from './ReadBanner';
import { ScaleControl, type Scaling } from './ScaleControl';
import { StepPager } from './StepPager';
import { useBackToList } from './useBackToList';
import { useMarkRead } from './useMarkRead';

/** `problem`: why the last call failed (other than a refused yield, which the scale control shows). */
type Props = { recipe: LineRecipe; scaling: Scaling; problem?: string };

/**
 * The page for the line, laid out for a tablet on the pass: the title with a small cover, the
 * allergens, then what to gather (left) beside what to do (right) from 768 px up, so the current
 * step and its quantities are seen together without scrolling, in portrait and landscape. What is
 * read once (description, utensils, notes) comes after. One column on a phone, ingredients first.
 * A cook sees what changed since they last read it, marked in place until they tap 'Read'; an admin
 * viewing as a cook has no reads (`myRead` null) and gets neither the marks nor the button.
 */
export function LineRecipeView({ recipe, scaling, problem }: Props) {
  const intl = useIntl();
  const back = useBackToList(recipe.type);
  const preview = useAdminPreview();
  const cook = !preview && recipe.myRead !== null;
  const reading = useMarkRead(recipe.id, recipe.releasedVersionNumber);
  const diff = cook && !reading.done ? recipe.changesSinceMyRead : null;
  const highlights = useMemo(() => highlightsOf(diff), [diff]);
  return (
    <Flex vertical gap={16} style={{ padding: 16, maxWidth: 1440, margin: '0 auto' }}>
      {preview && <PreviewBanner recipe={recipe} />}
      {cook && <ReadBanner recipe={recipe} diff={diff} reading={reading} />}
      <Flex gap={16} align="center" justify="space-between">
        <Flex gap={16} align="center" style={{ minWidth: 0 }}>
          {recipe.coverPic && (
            <Image
              src={recipe.coverPic}
              alt={recipe.title}
              width={96}
              height={72}
              style={{ borderRadius: 8, objectFit: 'cover', flex: 'none' }}
            />
          )}
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Title level={1} style={{ margin: 0 }}>
              {recipe.title}
            </Typography.Title>
            {recipe.category && (
              <div>
                <Tag style={{ fontSize: 18, padding: '4px 12px' }}>{recipe.category.name}</Tag>
              </div>
            )}
          </Flex>
        </Flex>
        <Button size="xl" onClick={back}>
          {intl.formatMessage(kitchenLineMessages.back)}
        </Button>
      </Flex>
      <AllergenBanner profile={recipe.allergenProfile} />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10} xl={9}>
          <Part title={intl.formatMessage(kitchenLineMessages.ingredients)}>
            <ScaleControl recipe={recipe} scaling={scaling} />
            <IngredientList lines={recipe.ingredients} highlights={highlights} />
          </Part>
        </Col>
        <Col xs={24} md={14} xl={15}>
          <Flex vertical gap={24}>
            <Part title={intl.formatMessage(kitchenLineMessages.steps)}>
              <StepPager steps={recipe.steps} changes={highlights?.steps} />
            </Part>
            {recipe.video && (
              <Part title={intl.formatMessage(kitchenLineMessages.plating)}>
                <video
                  src={recipe.video}
                  controls
                  playsInline
                  preload="metadata"
                  aria-label={intl.formatMessage(kitchenLineMessages.plating)}
                  style={{ width: '100%', borderRadius: 8 }}
                />
              </Part>
            )}
          </Flex>
        </Col>
      </Row>
      {recipe.description && (
        <Typography.Paragraph style={{ fontSize: 20, whiteSpace: 'pre-wrap', margin: 0 }}>{recipe.description}</Typography.Paragraph>
      )}
      {recipe.utensils.length > 0 && (
        <Part title={intl.formatMessage(kitchenLineMessages.utensils)}>
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
        <Part title={intl.formatMessage(kitchenLineMessages.notes)}>
          <Typography.Paragraph style={{ fontSize: 20, whiteSpace: 'pre-wrap', margin: 0 }}>{recipe.notes}</Typography.Paragraph>
        </Part>
      )}
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
