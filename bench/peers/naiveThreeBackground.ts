// The background as a developer would first write it: a three.js plane of 18×14 segments with a standard
// material, flat shading and two point lights, its vertices moved on the CPU and normals recomputed every
// frame, rendered at full resolution with antialiasing (the canvas 80 px larger than the viewport).
import * as THREE from 'three';
import { seededRandom } from '../data/benchWorks.ts';

export function startThreeBackground(): void {
  const width = window.innerWidth + 80;
  const height = window.innerHeight + 80;
  const renderer = new THREE.WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(window.devicePixelRatio);
  renderer.setSize(width, height);
  renderer.domElement.style.inset = '-40px';
  document.body.append(renderer.domElement);

  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x090b14);
  const camera = new THREE.PerspectiveCamera(45, width / height, 1, 4000);
  camera.position.z = 900;
  const visibleHeight = 2 * camera.position.z * Math.tan((camera.fov * Math.PI) / 360);
  const geometry = new THREE.PlaneGeometry(visibleHeight * camera.aspect * 1.1, visibleHeight * 1.1, 18, 14);
  const position = geometry.getAttribute('position') as THREE.BufferAttribute;
  const random = seededRandom(7);
  const depth = 3;
  const base = Array.from({ length: position.count }, () => (random() - 0.5) * depth * 12);
  const phase = Array.from({ length: position.count }, () => random() * Math.PI * 2);
  const material = new THREE.MeshStandardMaterial({
    color: 0x1b2140,
    flatShading: true,
    roughness: 0.7,
    metalness: 0.2,
  });
  scene.add(new THREE.Mesh(geometry, material));
  scene.add(new THREE.AmbientLight(0x20243a, 1));
  const warm = new THREE.PointLight(0xff7a45, 3, 0, 0);
  const cool = new THREE.PointLight(0xb44dff, 3, 0, 0);
  scene.add(warm, cool);

  renderer.setAnimationLoop((time: number) => {
    const t = time / 1000;
    for (let i = 0; i < position.count; i++) {
      position.setZ(i, (base[i] ?? 0) + Math.sin(t * 0.8 + (phase[i] ?? 0)) * depth * 4);
    }
    position.needsUpdate = true;
    geometry.computeVertexNormals();
    warm.position.set(Math.cos(t * 0.3) * 400, Math.sin(t * 0.4) * 250, 120);
    cool.position.set(Math.cos(t * 0.25 + 2) * 400, Math.sin(t * 0.35 + 1) * 250, 120);
    renderer.render(scene, camera);
  });
}
