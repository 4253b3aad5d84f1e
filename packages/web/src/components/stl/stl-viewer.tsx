import { useEffect, useRef, useState } from 'react';
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  DoubleSide,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { STL_PREVIEW_MESSAGES } from './stl-preview-messages';

/**
 * One impression in 3D, turned with the mouse or a finger (OrbitControls). Its own
 * chunk (three.js): loaded only when a preview opens, never by the landing or list pages.
 */
const StlViewer = ({ load, name }: { load: () => Promise<ArrayBuffer>; name: string }) => {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'no-webgl' | 'failed'>('loading');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true });
    } catch {
      setState('no-webgl');
      return;
    }
    let disposed = false;
    const width = element.clientWidth || 320;
    const height = Math.max(240, Math.min(width, 480));
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.setSize(width, height);
    renderer.domElement.setAttribute('role', 'img');
    renderer.domElement.setAttribute('aria-label', STL_PREVIEW_MESSAGES.canvasLabel(name));
    element.append(renderer.domElement);

    const scene = new Scene();
    scene.background = new Color('#f4f4f5');
    scene.add(new AmbientLight(0xffffff, 0.6));
    const camera = new PerspectiveCamera(40, width / height, 0.1, 10_000);
    const light = new DirectionalLight(0xffffff, 1.4);
    camera.add(light);
    scene.add(camera);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    const draw = () => {
      if (disposed) return;
      controls.update();
      renderer.render(scene, camera);
      requestAnimationFrame(draw);
    };

    load()
      .then((buffer) => {
        if (disposed) return;
        const geometry = new STLLoader().parse(buffer);
        geometry.computeVertexNormals();
        const box = new Box3().setFromBufferAttribute(geometry.getAttribute('position') as never);
        const center = box.getCenter(new Vector3());
        geometry.translate(-center.x, -center.y, -center.z);
        const radius = Math.max(box.getSize(new Vector3()).length() / 2, 0.001);
        scene.add(
          new Mesh(
            geometry,
            new MeshStandardMaterial({ color: '#d97757', roughness: 0.6, side: DoubleSide }),
          ),
        );
        camera.position.set(radius * 1.6, radius * 1.2, radius * 2.2);
        camera.near = radius / 100;
        camera.far = radius * 100;
        camera.updateProjectionMatrix();
        setState('shown');
        draw();
      })
      .catch(() => !disposed && setState('failed'));

    return () => {
      disposed = true;
      controls.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [load, name]);

  return (
    <div className="grid gap-2">
      <div
        ref={host}
        className="w-full overflow-hidden rounded-md border [&>canvas]:block [&>canvas]:max-w-full"
      />
      <p role="status" className="text-xs text-muted-foreground">
        {state === 'loading'
          ? STL_PREVIEW_MESSAGES.loading
          : state === 'shown'
            ? STL_PREVIEW_MESSAGES.hint
            : state === 'no-webgl'
              ? STL_PREVIEW_MESSAGES.noWebGl
              : STL_PREVIEW_MESSAGES.failed}
      </p>
    </div>
  );
};

export default StlViewer;
