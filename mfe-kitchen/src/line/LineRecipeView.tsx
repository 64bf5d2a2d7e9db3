import { Button } from '@brigade/ui';
import { Alert, Col, Flex, Grid, Image, Row, Tag, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AllergenBanner } from './AllergenBanner';
import { highlightsOf } from './changes';
import { IngredientList } from './IngredientList';
import { kitchenLineMessages } from './messages';
import { useNavigate } from 'react-router-dom';
import { DraftPreviewBanner, PreviewBanner, useAdminPreview, type DraftShown } from './AdminPreview';
import { DISH_KIND, RECIPE_KIND } from '../recipe/kinds';
import type { LineRecipe } from './queries';
import { ChangeNotice, ReadStatus } from './ReadBanner';
import { ScaleControl, YieldText, type Scaling } from './ScaleControl';
import { StepPager } from './StepPager';
import { useBack } from './useBackToList';
import { useMarkRead } from './useMarkRead';

/**
 * `problem`: why the last call failed (other than a refused yield, which the scale control shows);
 * `draft`: an admin's preview of the waiting draft, shown as written (no scaling) with the way back to its recipe page.
 */
type Props = { recipe: LineRecipe; scaling: Scaling; problem?: string; draft?: DraftShown };

/**
 * The page for the line, laid out for a tablet on the pass (issue #45): the title with a small
 * cover, 'Mark as read' and Back in one row, what changed in one line, the allergens, then what to
 * gather beside what to do from 992 px (a landscape tablet, 1024 × 768), or above it in two columns
 * below that (a portrait one, 768 × 1024), so every quantity and the current step are seen together
 * without scrolling. What is read once (description, utensils, notes) comes after. One column on a
 * phone, ingredients first. A cook sees what changed since they last read it, marked in place until
 * they tap 'Read'; an admin viewing as a cook has no reads (`myRead` null) and gets neither the marks nor the button.
 */
export function LineRecipeView({ recipe, scaling, problem, draft }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toList = useBack(recipe.type);
  const back = draft
    ? {
        label: intl.formatMessage(kitchenLineMessages.backToRecipe),
        go: () => void navigate((recipe.type === 'MENU' ? DISH_KIND : RECIPE_KIND).recipePath(recipe)),
      }
    : toList;
  const preview = useAdminPreview();
  const screens = Grid.useBreakpoint();
  const cook = !preview && recipe.myRead !== null;
  const reading = useMarkRead(recipe.id, recipe.releasedVersionNumber);
  const diff = cook && !reading.done ? recipe.changesSinceMyRead : null;
  const highlights = useMemo(() => highlightsOf(diff), [diff]);
  // Full width but not beside the step: a portrait tablet's lines in two columns.
  const columns = screens.sm && !screens.lg ? 2 : 1;
  return (
    <Flex vertical gap={12} style={{ padding: '0 16px 12px', maxWidth: 1440, margin: '0 auto' }}>
      {preview && !draft && <PreviewBanner recipe={recipe} />}
      {draft && <DraftPreviewBanner draft={draft} />}
      <Flex gap={12} align="center" justify="space-between" wrap data-testid="line-title-row">
        <Flex gap={12} align="center" style={{ minWidth: 0, flex: '1 1 240px' }}>
          {recipe.coverPic && (
            // The picture opens larger when tapped: its box must not shrink below a finger's 44 px beside a long title.
            <div style={{ flex: 'none' }}>
              <Image src={recipe.coverPic} alt={recipe.title} width={64} height={48} style={{ borderRadius: 8, objectFit: 'cover' }} />
            </div>
          )}
          <Typography.Title level={1} style={{ margin: 0, fontSize: 32, lineHeight: 1.2, minWidth: 0 }}>
            {recipe.title}
          </Typography.Title>
          {recipe.category && <Tag style={{ fontSize: 16, padding: '2px 10px', flex: 'none' }}>{recipe.category.name}</Tag>}
        </Flex>
        <Flex gap={12} align="center" wrap>
          {cook && <ReadStatus recipe={recipe} diff={diff} reading={reading} />}
          <Button size="xl" onClick={back.go}>
            {back.label}
          </Button>
        </Flex>
      </Flex>
      {cook && !diff && reading.problem && <Alert type="error" showIcon role="alert" title={reading.problem} />}
      {diff && <ChangeNotice diff={diff} notes={recipe.releaseNotesSinceMyRead} reading={reading} />}
      <AllergenBanner profile={recipe.allergenProfile} />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Row gutter={[32, 16]}>
        <Col xs={24} lg={10} xl={9}>
          <Part title={intl.formatMessage(kitchenLineMessages.ingredients)} aside={<YieldText recipe={recipe} />}>
            {!draft && <ScaleControl recipe={recipe} scaling={scaling} />}
            <IngredientList lines={recipe.ingredients} highlights={highlights} title={recipe.title} columns={columns} />
          </Part>
        </Col>
        <Col xs={24} lg={14} xl={15}>
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

/** A part of the page under its heading; `aside` shares the heading's row (what the recipe makes, beside Ingredients). */
function Part({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const heading = (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
      {title}
    </Typography.Title>
  );
  return (
    <section aria-label={title}>
      <Flex gap={16} wrap align="baseline" justify="space-between" style={{ marginBottom: 8 }}>
        {heading}
        {aside}
      </Flex>
      {children}
    </section>
  );
}
