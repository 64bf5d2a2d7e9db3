import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext, useMemo, type ComponentType, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  handle: { id: 'ui.table.dragHandle', defaultMessage: 'Drag to reorder' },
});

type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<HandleProps | null>(null);

/** The grip a row is dragged by (also focusable: space picks it up, the arrows move it). */
function DragHandle() {
  const intl = useIntl();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return (
    <button
      type="button"
      ref={handle.setActivatorNodeRef}
      {...handle.attributes}
      {...handle.listeners}
      aria-label={intl.formatMessage(messages.handle)}
      style={{ cursor: 'move', background: 'none', border: 'none', color: 'inherit', fontSize: 16, padding: 4 }}
    >
      ⠿
    </button>
  );
}

/** antd's body row, made sortable by its `data-row-key` (antd's documented dnd-kit recipe). */
function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const handle = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

/** What a table needs to let its rows be dragged: the body row and the grip of its first column. */
export type RowDragging = { Row: ComponentType<HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }>; Handle: ComponentType };
const DRAGGING: RowDragging = { Row: SortableRow, Handle: DragHandle };

type Props = { keys: string[]; onReorder: (keys: string[]) => void; render: (dragging: RowDragging) => ReactNode };

/** Holds the rows' order while they are dragged; `onReorder` gets every key in the new order. */
export function SortableRows({ keys, onReorder, render }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(keys, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {render(DRAGGING)}
      </SortableContext>
    </DndContext>
  );
}
